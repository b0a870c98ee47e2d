/**
* | output |
* | --- |
* | "Changes show on the space page as soon as they are saved." |
*
* @param {List_Intro_PendingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const list_intro_pending: ((inputs?: List_Intro_PendingInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<List_Intro_PendingInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type List_Intro_PendingInputs = {};
