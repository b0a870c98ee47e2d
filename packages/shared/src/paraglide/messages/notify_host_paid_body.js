/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ guest: NonNullable<unknown>, amount: NonNullable<unknown>, when: NonNullable<unknown> }} Notify_Host_Paid_BodyInputs */

const en_notify_host_paid_body = /** @type {(inputs: Notify_Host_Paid_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.guest} paid ${i?.amount} for ${i?.when}.`)
};

const sw_notify_host_paid_body = /** @type {(inputs: Notify_Host_Paid_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.guest} amelipa ${i?.amount} kwa ${i?.when}.`)
};

/**
* | output |
* | --- |
* | "{guest} paid {amount} for {when}." |
*
* @param {Notify_Host_Paid_BodyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_host_paid_body = /** @type {((inputs: Notify_Host_Paid_BodyInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Host_Paid_BodyInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_host_paid_body(inputs)
	return en_notify_host_paid_body(inputs)
});