/**
* | output |
* | --- |
* | "Open: {hours}" |
*
* @param {Cal_OpenInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_open: ((inputs: Cal_OpenInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cal_OpenInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cal_OpenInputs = {
    hours: NonNullable<unknown>;
};
