/**
* | output |
* | --- |
* | "Sign-in with Google" |
*
* @param {Archive_Section_Sign_In_LinksInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const archive_section_sign_in_links: ((inputs?: Archive_Section_Sign_In_LinksInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Archive_Section_Sign_In_LinksInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Archive_Section_Sign_In_LinksInputs = {};
