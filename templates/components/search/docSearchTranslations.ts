import type { DocSearchModalProps } from '@docsearch/react';
import type { Strings } from '../../i18n/index.js';

/** DocSearch's texts in the site's language, from the theme's string table. */
export function docSearchTranslations(strings: Strings): NonNullable<DocSearchModalProps['translations']> {
  return {
    searchBox: {
      resetButtonTitle: strings.searchReset,
      resetButtonAriaLabel: strings.searchReset,
      cancelButtonText: strings.searchCancel,
      cancelButtonAriaLabel: strings.searchCancel,
      searchInputLabel: strings.searchInputLabel,
    },
    startScreen: {
      recentSearchesTitle: strings.searchRecent,
      noRecentSearchesText: strings.searchNoRecent,
      saveRecentSearchButtonTitle: strings.searchSaveRecent,
      removeRecentSearchButtonTitle: strings.searchRemoveRecent,
      favoriteSearchesTitle: strings.searchFavorites,
      removeFavoriteSearchButtonTitle: strings.searchRemoveFavorite,
    },
    errorScreen: { titleText: strings.searchErrorTitle, helpText: strings.searchErrorHelp },
    footer: {
      selectText: strings.searchToSelect,
      selectKeyAriaLabel: strings.searchEnterKey,
      navigateText: strings.searchToNavigate,
      navigateUpKeyAriaLabel: strings.searchArrowUp,
      navigateDownKeyAriaLabel: strings.searchArrowDown,
      closeText: strings.searchToClose,
      closeKeyAriaLabel: strings.searchEscapeKey,
      searchByText: strings.searchBy,
    },
    noResultsScreen: {
      noResultsText: strings.searchNoResults,
      suggestedQueryText: strings.searchTryInstead,
      reportMissingResultsText: strings.searchReportMissing,
      reportMissingResultsLinkText: strings.searchReportMissingLink,
    },
  };
}
