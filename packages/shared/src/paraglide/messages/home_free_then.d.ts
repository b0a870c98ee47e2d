/**
* | output |
* | --- |
* | "{counted} free then" |
*
* @param {Home_Free_ThenInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const home_free_then: ((inputs: Home_Free_ThenInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Free_ThenInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Free_ThenInputs = {
    counted: NonNullable<unknown>;
};
