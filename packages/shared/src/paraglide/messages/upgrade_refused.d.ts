/**
* | output |
* | --- |
* | "Last request refused: {reason}" |
*
* @param {Upgrade_RefusedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const upgrade_refused: ((inputs: Upgrade_RefusedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Upgrade_RefusedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Upgrade_RefusedInputs = {
    reason: NonNullable<unknown>;
};
