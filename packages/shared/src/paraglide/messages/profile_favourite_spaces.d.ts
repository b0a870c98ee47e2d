/**
* | output |
* | --- |
* | "Favourite spaces" |
*
* @param {Profile_Favourite_SpacesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const profile_favourite_spaces: ((inputs?: Profile_Favourite_SpacesInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Favourite_SpacesInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Favourite_SpacesInputs = {};
