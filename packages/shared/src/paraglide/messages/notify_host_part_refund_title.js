/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown>, space: NonNullable<unknown> }} Notify_Host_Part_Refund_TitleInputs */

const en_notify_host_part_refund_title = /** @type {(inputs: Notify_Host_Part_Refund_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} of a booking of ${i?.space} refunded`)
};

const sw_notify_host_part_refund_title = /** @type {(inputs: Notify_Host_Part_Refund_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} za uhifadhi wa ${i?.space} zimerejeshwa`)
};

/**
* | output |
* | --- |
* | "{amount} of a booking of {space} refunded" |
*
* @param {Notify_Host_Part_Refund_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_host_part_refund_title = /** @type {((inputs: Notify_Host_Part_Refund_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Host_Part_Refund_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_host_part_refund_title(inputs)
	return en_notify_host_part_refund_title(inputs)
});