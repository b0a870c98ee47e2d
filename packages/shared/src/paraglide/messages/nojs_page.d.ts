/**
* | output |
* | --- |
* | "This page needs JavaScript, which is off in your browser. Turn it on to use it; spaces, the help centre and the blog can be read without it." |
*
* @param {Nojs_PageInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const nojs_page: ((inputs?: Nojs_PageInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nojs_PageInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nojs_PageInputs = {};
