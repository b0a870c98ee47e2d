/**
* | output |
* | --- |
* | "You are offline" |
*
* @param {Offline_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const offline_page_title: ((inputs?: Offline_Page_TitleInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Offline_Page_TitleInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Offline_Page_TitleInputs = {};
