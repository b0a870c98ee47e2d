/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown>, due: NonNullable<unknown> }} Notify_Balance_BodyInputs */

const en_notify_balance_body = /** @type {(inputs: Notify_Balance_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} is due by ${i?.due}, or the booking is released and your deposit refunded.`)
};

const sw_notify_balance_body = /** @type {(inputs: Notify_Balance_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} linadaiwa kufikia ${i?.due}, la sivyo uhifadhi unaachiliwa na amana yako inarudishwa.`)
};

/**
* | output |
* | --- |
* | "{amount} is due by {due}, or the booking is released and your deposit refunded." |
*
* @param {Notify_Balance_BodyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_balance_body = /** @type {((inputs: Notify_Balance_BodyInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Balance_BodyInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_balance_body(inputs)
	return en_notify_balance_body(inputs)
});