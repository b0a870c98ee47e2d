/**
* | output |
* | --- |
* | "{amount}/hr" |
*
* @param {Money_Per_HourInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const money_per_hour: ((inputs: Money_Per_HourInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Money_Per_HourInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Money_Per_HourInputs = {
    amount: NonNullable<unknown>;
};
