/**
* | output |
* | --- |
* | "Favorites" |
*
* @param {Profile_FavoritesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const profile_favorites: ((inputs?: Profile_FavoritesInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_FavoritesInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_FavoritesInputs = {};
