/**
* | output |
* | --- |
* | "Drag down a day (or tap where hours start, then where they end) to pick hours to block; the day’s details and the block form are below." |
*
* @param {Cal_Drag_HintInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_drag_hint: ((inputs?: Cal_Drag_HintInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cal_Drag_HintInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cal_Drag_HintInputs = {};
