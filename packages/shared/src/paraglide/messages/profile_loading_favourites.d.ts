/**
* | output |
* | --- |
* | "Loading favourites…" |
*
* @param {Profile_Loading_FavouritesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const profile_loading_favourites: ((inputs?: Profile_Loading_FavouritesInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Loading_FavouritesInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Loading_FavouritesInputs = {};
