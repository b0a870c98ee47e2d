/**
* | countPlural | output |
* | --- | --- |
* | "one" | "1 month ahead" |
* | "other" | "{count} months ahead" |
*
* @param {Rules_Horizon_ValueInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const rules_horizon_value: ((inputs: Rules_Horizon_ValueInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rules_Horizon_ValueInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rules_Horizon_ValueInputs = {
    count: NonNullable<unknown>;
};
