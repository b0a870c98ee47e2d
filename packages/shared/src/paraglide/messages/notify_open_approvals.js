/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Open_ApprovalsInputs */

const en_notify_open_approvals = /** @type {(inputs: Notify_Open_ApprovalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open Approvals`)
};

const sw_notify_open_approvals = /** @type {(inputs: Notify_Open_ApprovalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fungua Idhini`)
};

/**
* | output |
* | --- |
* | "Open Approvals" |
*
* @param {Notify_Open_ApprovalsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_open_approvals = /** @type {((inputs?: Notify_Open_ApprovalsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Open_ApprovalsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_open_approvals(inputs)
	return en_notify_open_approvals(inputs)
});