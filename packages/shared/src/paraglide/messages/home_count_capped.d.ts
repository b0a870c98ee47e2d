/**
* | output |
* | --- |
* | "{count}+ spaces" |
*
* @param {Home_Count_CappedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const home_count_capped: ((inputs: Home_Count_CappedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Count_CappedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Count_CappedInputs = {
    count: NonNullable<unknown>;
};
