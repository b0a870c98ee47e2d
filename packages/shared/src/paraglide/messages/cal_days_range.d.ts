/**
* | output |
* | --- |
* | "{from} to {to}" |
*
* @param {Cal_Days_RangeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_days_range: ((inputs: Cal_Days_RangeInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cal_Days_RangeInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cal_Days_RangeInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
