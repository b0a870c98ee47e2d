/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Privacy_Settle_Refund_DueInputs */

const en_privacy_settle_refund_due = /** @type {(inputs: Privacy_Settle_Refund_DueInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`A refund to you is still on its way: wait until it is sent.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} refunds to you are still on their way: wait until they are sent.`);
	return /** @type {LocalizedString} */ ("privacy_settle_refund_due");
};

const sw_privacy_settle_refund_due = /** @type {(inputs: Privacy_Settle_Refund_DueInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("sw", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Rejesho 1 la pesa kwako bado liko njiani: subiri litumwe.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Marejesho ${i?.count} ya pesa kwako bado yako njiani: subiri yatumwe.`);
	return /** @type {LocalizedString} */ ("privacy_settle_refund_due");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "A refund to you is still on its way: wait until it is sent." |
* | "other" | "{count} refunds to you are still on their way: wait until they are sent." |
*
* @param {Privacy_Settle_Refund_DueInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const privacy_settle_refund_due = /** @type {((inputs: Privacy_Settle_Refund_DueInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Settle_Refund_DueInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_privacy_settle_refund_due(inputs)
	return en_privacy_settle_refund_due(inputs)
});