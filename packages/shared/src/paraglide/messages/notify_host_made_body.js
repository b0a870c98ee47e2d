/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ guest: NonNullable<unknown>, when: NonNullable<unknown> }} Notify_Host_Made_BodyInputs */

const en_notify_host_made_body = /** @type {(inputs: Notify_Host_Made_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.guest} booked ${i?.when}; it is confirmed once paid.`)
};

const sw_notify_host_made_body = /** @type {(inputs: Notify_Host_Made_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.guest} ameweka nafasi ${i?.when}; utathibitishwa akishalipa.`)
};

/**
* | output |
* | --- |
* | "{guest} booked {when}; it is confirmed once paid." |
*
* @param {Notify_Host_Made_BodyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_host_made_body = /** @type {((inputs: Notify_Host_Made_BodyInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Host_Made_BodyInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_host_made_body(inputs)
	return en_notify_host_made_body(inputs)
});