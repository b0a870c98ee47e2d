/**
* | output |
* | --- |
* | "{guest} paid {amount} for {when}. The booking is confirmed." |
*
* @param {Notify_Host_Paid_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_host_paid_text: ((inputs: Notify_Host_Paid_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Host_Paid_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Host_Paid_TextInputs = {
    guest: NonNullable<unknown>;
    amount: NonNullable<unknown>;
    when: NonNullable<unknown>;
};
