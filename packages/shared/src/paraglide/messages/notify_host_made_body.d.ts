/**
* | output |
* | --- |
* | "{guest} booked {when}; it is confirmed once paid." |
*
* @param {Notify_Host_Made_BodyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_host_made_body: ((inputs: Notify_Host_Made_BodyInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Host_Made_BodyInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Host_Made_BodyInputs = {
    guest: NonNullable<unknown>;
    when: NonNullable<unknown>;
};
