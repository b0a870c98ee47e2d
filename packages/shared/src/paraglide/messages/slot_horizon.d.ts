/**
* | countPlural | output |
* | --- | --- |
* | "one" | "This space takes bookings up to 1 month ahead." |
* | "other" | "This space takes bookings up to {count} months ahead." |
*
* @param {Slot_HorizonInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const slot_horizon: ((inputs: Slot_HorizonInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Slot_HorizonInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Slot_HorizonInputs = {
    count: NonNullable<unknown>;
};
