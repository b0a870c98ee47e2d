/**
* | output |
* | --- |
* | "Downloaded. The link will not work again." |
*
* @param {Privacy_DownloadedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const privacy_downloaded: ((inputs?: Privacy_DownloadedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_DownloadedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_DownloadedInputs = {};
