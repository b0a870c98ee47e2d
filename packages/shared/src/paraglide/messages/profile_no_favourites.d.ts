/**
* | output |
* | --- |
* | "No favourites yet" |
*
* @param {Profile_No_FavouritesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const profile_no_favourites: ((inputs?: Profile_No_FavouritesInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_No_FavouritesInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_No_FavouritesInputs = {};
