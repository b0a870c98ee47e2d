/**
* | output |
* | --- |
* | "Tap the heart on a space to keep it here." |
*
* @param {Profile_No_Favourites_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const profile_no_favourites_text: ((inputs?: Profile_No_Favourites_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_No_Favourites_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_No_Favourites_TextInputs = {};
