/**
* | output |
* | --- |
* | "Too soon: book at least {length} ahead" |
*
* @param {Day_Reason_Too_SoonInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const day_reason_too_soon: ((inputs: Day_Reason_Too_SoonInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Day_Reason_Too_SoonInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Day_Reason_Too_SoonInputs = {
    length: NonNullable<unknown>;
};
