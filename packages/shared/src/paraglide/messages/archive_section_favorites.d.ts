/**
* | output |
* | --- |
* | "Saved spaces" |
*
* @param {Archive_Section_FavoritesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const archive_section_favorites: ((inputs?: Archive_Section_FavoritesInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Archive_Section_FavoritesInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Archive_Section_FavoritesInputs = {};
