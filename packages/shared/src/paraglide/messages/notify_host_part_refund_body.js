/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ guest: NonNullable<unknown>, note: NonNullable<unknown> }} Notify_Host_Part_Refund_BodyInputs */

const en_notify_host_part_refund_body = /** @type {(inputs: Notify_Host_Part_Refund_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nafasi refunded part of ${i?.guest}'s booking: ${i?.note}`)
};

const sw_notify_host_part_refund_body = /** @type {(inputs: Notify_Host_Part_Refund_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nafasi imerejesha sehemu ya uhifadhi wa ${i?.guest}: ${i?.note}`)
};

/**
* | output |
* | --- |
* | "Nafasi refunded part of {guest}'s booking: {note}" |
*
* @param {Notify_Host_Part_Refund_BodyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_host_part_refund_body = /** @type {((inputs: Notify_Host_Part_Refund_BodyInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Host_Part_Refund_BodyInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_host_part_refund_body(inputs)
	return en_notify_host_part_refund_body(inputs)
});