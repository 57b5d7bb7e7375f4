import type { Paragraph, Parent, Root, RootContent } from 'mdast';
import type { VFile } from 'vfile';

/**
 * Directives no plugin took (`:name` in `ratio 16:9` or `key:value`, `::name`, an unknown
 * `:::name` container) become the text they were written as, as in Markdown without directives:
 * the syntax exists for admonitions only, and prose must not lose its colons.
 */
export function remarkRestoreDirectives() {
  return (tree: Root, file: VFile) => {
    const source = String(file.value);
    const written = (node: RootContent) => (node.position ? source.slice(node.position.start.offset, node.position.end.offset) : '');
    const visit = (parent: Parent) => {
      for (let i = 0; i < parent.children.length; i++) {
        const node = parent.children[i]!;
        if (node.type === 'textDirective' && !node.data?.hName) {
          parent.children[i] = { type: 'text', value: written(node), position: node.position };
          continue;
        }
        if (node.type === 'leafDirective' && !node.data?.hName) {
          parent.children[i] = { type: 'paragraph', children: [{ type: 'text', value: written(node) }], position: node.position };
          continue;
        }
        if (node.type === 'containerDirective' && !node.data?.hName) {
          const text = written(node);
          const opening: Paragraph = { type: 'paragraph', children: [{ type: 'text', value: text.slice(0, text.indexOf('\n') >>> 0) }] };
          const label = node.children[0]?.type === 'paragraph' && node.children[0].data?.directiveLabel ? 1 : 0;
          const closed = /\n[ \t>]*:{3,}[ \t]*$/.test(text);
          const inside = node.children.slice(label) as RootContent[];
          parent.children.splice(i, 1, opening, ...(inside as Parent['children']), ...(closed ? [{ type: 'paragraph', children: [{ type: 'text', value: ':::' }] } as Paragraph] : []));
          i--;
          continue;
        }
        if ('children' in node) visit(node as Parent);
      }
    };
    visit(tree);
  };
}
