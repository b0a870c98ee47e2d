/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_UptimeInputs */

const en_status_uptime = /** @type {(inputs: Status_UptimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uptime (90 days)`)
};

const sw_status_uptime = /** @type {(inputs: Status_UptimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muda wa kufanya kazi (siku 90)`)
};

/**
* | output |
* | --- |
* | "Uptime (90 days)" |
*
* @param {Status_UptimeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const status_uptime = /** @type {((inputs?: Status_UptimeInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_UptimeInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_status_uptime(inputs)
	return en_status_uptime(inputs)
});