/**
* | output |
* | --- |
* | "From {time}: now pick where the hours end." |
*
* @param {Cal_Drag_FromInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_drag_from: ((inputs: Cal_Drag_FromInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cal_Drag_FromInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cal_Drag_FromInputs = {
    time: NonNullable<unknown>;
};
