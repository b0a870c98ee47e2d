/**
* | output |
* | --- |
* | "Tell guests about your space. An admin checks every new listing before it goes live." |
*
* @param {List_Intro_NewInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const list_intro_new: ((inputs?: List_Intro_NewInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<List_Intro_NewInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type List_Intro_NewInputs = {};
