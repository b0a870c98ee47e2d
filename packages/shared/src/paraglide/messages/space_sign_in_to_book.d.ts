/**
* | output |
* | --- |
* | "You need to be signed in to book a space." |
*
* @param {Space_Sign_In_To_BookInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const space_sign_in_to_book: ((inputs?: Space_Sign_In_To_BookInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Space_Sign_In_To_BookInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Space_Sign_In_To_BookInputs = {};
