/**
* | output |
* | --- |
* | "Confirm your e-mail" |
*
* @param {Verify_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const verify_title: ((inputs?: Verify_TitleInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Verify_TitleInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Verify_TitleInputs = {};
