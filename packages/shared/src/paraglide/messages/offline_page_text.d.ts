/**
* | output |
* | --- |
* | "This page has not been opened on this device yet, so it cannot be shown without a connection. Pages you have opened before still work." |
*
* @param {Offline_Page_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const offline_page_text: ((inputs?: Offline_Page_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Offline_Page_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Offline_Page_TextInputs = {};
