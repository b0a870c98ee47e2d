/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Notify_Confirmed_BodyInputs */

const en_notify_confirmed_body = /** @type {(inputs: Notify_Confirmed_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.when} · paid.`)
};

const sw_notify_confirmed_body = /** @type {(inputs: Notify_Confirmed_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.when} · umelipiwa.`)
};

/**
* | output |
* | --- |
* | "{when} · paid." |
*
* @param {Notify_Confirmed_BodyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_confirmed_body = /** @type {((inputs: Notify_Confirmed_BodyInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Confirmed_BodyInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_confirmed_body(inputs)
	return en_notify_confirmed_body(inputs)
});