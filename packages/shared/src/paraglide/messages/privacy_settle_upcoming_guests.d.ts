/**
* | countPlural | output |
* | --- | --- |
* | "one" | "A guest has 1 upcoming booking at your spaces: it takes place or is cancelled first." |
* | "other" | "Guests have {count} upcoming bookings at your spaces: they take place or are cancelled first." |
*
* @param {Privacy_Settle_Upcoming_GuestsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const privacy_settle_upcoming_guests: ((inputs: Privacy_Settle_Upcoming_GuestsInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_Settle_Upcoming_GuestsInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_Settle_Upcoming_GuestsInputs = {
    count: NonNullable<unknown>;
};
