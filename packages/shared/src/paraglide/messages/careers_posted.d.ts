/**
* | output |
* | --- |
* | "Posted {when}" |
*
* @param {Careers_PostedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const careers_posted: ((inputs: Careers_PostedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Careers_PostedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Careers_PostedInputs = {
    when: NonNullable<unknown>;
};
