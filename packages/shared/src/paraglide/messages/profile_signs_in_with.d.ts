/**
* | output |
* | --- |
* | "Signs in with" |
*
* @param {Profile_Signs_In_WithInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const profile_signs_in_with: ((inputs?: Profile_Signs_In_WithInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Signs_In_WithInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Signs_In_WithInputs = {};
