/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ space: NonNullable<unknown> }} Notify_Host_Requested_TitleInputs */

const en_notify_host_requested_title = /** @type {(inputs: Notify_Host_Requested_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`New request to book ${i?.space}`)
};

const sw_notify_host_requested_title = /** @type {(inputs: Notify_Host_Requested_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ombi jipya la kuweka nafasi ${i?.space}`)
};

/**
* | output |
* | --- |
* | "New request to book {space}" |
*
* @param {Notify_Host_Requested_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_host_requested_title = /** @type {((inputs: Notify_Host_Requested_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Host_Requested_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_host_requested_title(inputs)
	return en_notify_host_requested_title(inputs)
});