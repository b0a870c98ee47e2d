/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown>, amount: NonNullable<unknown> }} Notify_Accepted_BodyInputs */

const en_notify_accepted_body = /** @type {(inputs: Notify_Accepted_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.when} · pay ${i?.amount} to confirm it.`)
};

const sw_notify_accepted_body = /** @type {(inputs: Notify_Accepted_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.when} · lipa ${i?.amount} ili kuuthibitisha.`)
};

/**
* | output |
* | --- |
* | "{when} · pay {amount} to confirm it." |
*
* @param {Notify_Accepted_BodyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_accepted_body = /** @type {((inputs: Notify_Accepted_BodyInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Accepted_BodyInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_accepted_body(inputs)
	return en_notify_accepted_body(inputs)
});