/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown>, amount: NonNullable<unknown> }} Notify_Made_BodyInputs */

const en_notify_made_body = /** @type {(inputs: Notify_Made_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.when} · pay ${i?.amount} by M-Pesa to confirm it.`)
};

const sw_notify_made_body = /** @type {(inputs: Notify_Made_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.when} · lipa ${i?.amount} kwa M-Pesa ili kuuthibitisha.`)
};

/**
* | output |
* | --- |
* | "{when} · pay {amount} by M-Pesa to confirm it." |
*
* @param {Notify_Made_BodyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_made_body = /** @type {((inputs: Notify_Made_BodyInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Made_BodyInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_made_body(inputs)
	return en_notify_made_body(inputs)
});