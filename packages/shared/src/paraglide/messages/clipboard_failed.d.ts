/**
* | output |
* | --- |
* | "Could not copy. Select the text and copy it yourself." |
*
* @param {Clipboard_FailedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const clipboard_failed: ((inputs?: Clipboard_FailedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Clipboard_FailedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Clipboard_FailedInputs = {};
