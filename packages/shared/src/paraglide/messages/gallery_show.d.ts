/**
* | output |
* | --- |
* | "Show photo {n} of {total}" |
*
* @param {Gallery_ShowInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const gallery_show: ((inputs: Gallery_ShowInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gallery_ShowInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gallery_ShowInputs = {
    n: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
