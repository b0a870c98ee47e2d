/**
* | countPlural | output |
* | --- | --- |
* | "one" | "1 space" |
* | "other" | "{count} spaces" |
*
* @param {Home_CountInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const home_count: ((inputs: Home_CountInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_CountInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_CountInputs = {
    count: NonNullable<unknown>;
};
