/**
* | output |
* | --- |
* | "Held (unpaid): {guest} ({reference})" |
*
* @param {Feed_HeldInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const feed_held: ((inputs: Feed_HeldInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feed_HeldInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Feed_HeldInputs = {
    guest: NonNullable<unknown>;
    reference: NonNullable<unknown>;
};
