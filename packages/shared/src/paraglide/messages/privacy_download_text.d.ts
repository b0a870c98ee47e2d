/**
* | output |
* | --- |
* | "Your archive is ready. It downloads once, to this device." |
*
* @param {Privacy_Download_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const privacy_download_text: ((inputs?: Privacy_Download_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_Download_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_Download_TextInputs = {};
