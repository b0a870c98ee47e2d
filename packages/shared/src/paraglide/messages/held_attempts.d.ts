/**
* | countPlural | output |
* | --- | --- |
* | "one" | "1 attempt" |
* | "other" | "{count} attempts" |
*
* @param {Held_AttemptsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const held_attempts: ((inputs: Held_AttemptsInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Held_AttemptsInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Held_AttemptsInputs = {
    count: NonNullable<unknown>;
};
