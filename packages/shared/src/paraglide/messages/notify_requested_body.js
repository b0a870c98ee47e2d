/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Notify_Requested_BodyInputs */

const en_notify_requested_body = /** @type {(inputs: Notify_Requested_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.when} · the host answers within 24 hours.`)
};

const sw_notify_requested_body = /** @type {(inputs: Notify_Requested_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.when} · mwenyeji atajibu ndani ya saa 24.`)
};

/**
* | output |
* | --- |
* | "{when} · the host answers within 24 hours." |
*
* @param {Notify_Requested_BodyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_requested_body = /** @type {((inputs: Notify_Requested_BodyInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Requested_BodyInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_requested_body(inputs)
	return en_notify_requested_body(inputs)
});