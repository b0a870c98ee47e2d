/**
* | output |
* | --- |
* | "Week of {day}" |
*
* @param {Cal_Week_OfInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_week_of: ((inputs: Cal_Week_OfInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cal_Week_OfInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cal_Week_OfInputs = {
    day: NonNullable<unknown>;
};
